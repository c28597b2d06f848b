using DiceRolling.Characters;
using DiceRolling.Locations;
using Godot;

/// <summary>
/// Estoques do jogo: as coleções de atributos (<see cref="AttributesStore"/>), personagens
/// (<see cref="CharacterStore"/>), energias (<see cref="DiceEnergyStore"/>), ícones de dado
/// (<see cref="DiceIconStore"/>), dados (<see cref="DiceStore"/>) e mensagens do registro de jogo
/// (<see cref="GameLogStore"/>).
/// </summary>
namespace DiceRolling.Stores;

/// <summary>
/// Coleção de personagens — por exemplo, a equipe do jogador ou a equipe inimiga — com inclusão, busca,
/// posicionamento e atualização por id.
/// </summary>
/// <remarks>
/// <para>
/// O <see cref="DiceRolling.Controllers.BattleController"/> monta as equipes da batalha a partir de dois estoques
/// (<see cref="DiceRolling.Controllers.BattleController.PlayerCharacterStore"/> e
/// <see cref="DiceRolling.Controllers.BattleController.EnemyCharacterStore"/>), e uma
/// <see cref="DiceRolling.Grids.GridType"/> com <see cref="DiceRolling.Grids.GridType.CharacterStore"/> definido
/// posiciona esses personagens nas células conforme o slot de cada um.
/// </para>
/// <para>
/// O local e o slot de um personagem são definidos por <see cref="SetLocationType"/> e lidos por
/// <see cref="GetLocationType"/>. <see cref="Instance"/> dá acesso a um estoque global.
/// </para>
/// </remarks>
/// <example>
/// <code>
/// var equipe = new CharacterStore();
/// equipe.AddCharacter(joanna);
/// equipe.SetLocationType(joanna.Id, playerSquad, 2);
/// (LocationType? local, int slot) = equipe.GetLocationType(joanna.Id);
/// </code>
/// </example>
[Tool]
[GlobalClass]
public partial class CharacterStore : Resource
{
    /// <summary>Cria um estoque vazio.</summary>
    public CharacterStore() => throw null;

    /// <summary>Estoque global de personagens.</summary>
    public static CharacterStore Instance { get; }

    /// <summary>Personagens do estoque.</summary>
    [Export]
    public Godot.Collections.Array<CharacterType> Characters { get; private set; } = [];

    /// <summary>Adiciona um personagem ao estoque.</summary>
    /// <param name="character">Personagem adicionado.</param>
    public void AddCharacter(CharacterType character) => throw null;

    /// <summary>Remove do estoque o personagem com o id informado.</summary>
    /// <param name="characterID">Id do personagem.</param>
    public void RemoveCharacter(string characterID) => throw null;

    /// <summary>Lista os ids de todos os personagens do estoque.</summary>
    /// <returns>Os ids, na ordem do estoque.</returns>
    public Godot.Collections.Array<string> GetAllCharacterIds() => throw null;

    /// <summary>Obtém o personagem com o id informado.</summary>
    /// <param name="characterID">Id do personagem.</param>
    /// <returns>O personagem encontrado.</returns>
    /// <exception cref="System.Exception">Nenhum personagem do estoque tem esse id.</exception>
    public CharacterType GetCharacterById(string characterID) => throw null;

    /// <summary>Define o local e o slot de um personagem.</summary>
    /// <param name="characterID">Id do personagem.</param>
    /// <param name="location">Local (por exemplo, a equipe do jogador).</param>
    /// <param name="slotIndex">Slot ocupado no local (0 a 5 numa equipe de batalha).</param>
    /// <exception cref="System.Exception">Nenhum personagem do estoque tem esse id.</exception>
    public void SetLocationType(string characterID, LocationType location, int slotIndex) => throw null;

    /// <summary>Lê o local e o slot de um personagem.</summary>
    /// <param name="characterID">Id do personagem.</param>
    /// <returns>Tupla com o local (ou <see langword="null"/>) e o índice do slot.</returns>
    /// <exception cref="System.Exception">Nenhum personagem do estoque tem esse id.</exception>
    public (LocationType? location, int slotIndex) GetLocationType(string characterID) => throw null;

    /// <summary>Atualiza campos de um personagem a partir de um dicionário nome-da-propriedade → valor.</summary>
    /// <param name="characterID">Id do personagem.</param>
    /// <param name="updatedFields">Campos a alterar, por nome de propriedade.</param>
    /// <exception cref="System.Exception">Nenhum personagem do estoque tem esse id.</exception>
    public void UpdateCharacter(string characterID, Godot.Collections.Dictionary<string, Variant> updatedFields) => throw null;
}
