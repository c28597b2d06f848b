using Godot;

namespace DiceRolling.Id;

/// <summary>
/// Contrato de objetos com identificador único e um botão de editor para regenerá-lo.
/// </summary>
/// <remarks>
/// Herdado pelos contratos agregados do framework (ações, atributos, personagens, dados, energias, grades) e
/// implementado pela base <see cref="IdentifiableResource"/>. Os ids são usados para localizar objetos nos
/// estoques, por exemplo em <see cref="DiceRolling.Stores.CharacterStore.GetCharacterById"/>.
/// </remarks>
public interface IIdentifiable
{
    /// <summary>Identificador único do objeto.</summary>
    string Id { get; }

    /// <summary>Ação do botão de inspetor que gera um novo <see cref="Id"/>.</summary>
    Callable GenerateNewIdButton { get; }
}
