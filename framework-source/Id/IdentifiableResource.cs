using Godot;

/// <summary>
/// Identificadores únicos: o contrato <see cref="IIdentifiable"/> e a base abstrata
/// <see cref="IdentifiableResource"/>, que gera o id automaticamente e da qual derivam os recursos identificáveis do
/// framework, como <see cref="DiceRolling.Actions.ActionType"/> e <see cref="DiceRolling.Characters.CharacterType"/>.
/// </summary>
namespace DiceRolling.Id;

/// <summary>
/// Base abstrata de todos os recursos identificáveis do framework: gera o <see cref="Id"/> automaticamente e o
/// mostra como somente leitura no inspetor.
/// </summary>
/// <remarks>
/// <para>
/// Derivam desta classe os recursos de dados de jogo que precisam ser encontrados por id: por exemplo
/// <see cref="DiceRolling.Characters.CharacterType"/>, <see cref="DiceRolling.Actions.ActionType"/>,
/// <see cref="DiceRolling.Attributes.AttributeType"/>, <see cref="DiceRolling.Dice.DiceType"/>,
/// <see cref="DiceRolling.Dice.DiceEnergy"/>, <see cref="DiceRolling.Roles.RoleType"/>,
/// <see cref="DiceRolling.Grids.GridType"/> e <see cref="DiceRolling.Grids.GridCellType"/>. As entidades de cena
/// (<see cref="DiceRolling.Entities.Entity3D"/> e afins) carregam um recurso deste tipo.
/// </para>
/// <para>
/// Para gerar ou corrigir ids por código, veja <see cref="DiceRolling.Services.IdService"/>. O botão de inspetor
/// "Generate Id" (<see cref="GenerateNewIdButton"/>) permite gerar outro id, por exemplo depois de duplicar um
/// arquivo de recurso no editor (a cópia herdaria o mesmo id).
/// </para>
/// </remarks>
/// <example>
/// <code>
/// [Tool, GlobalClass]
/// public partial class ItemType : IdentifiableResource
/// {
///     [Export] public string Name { get; set; } = "";
/// }
/// </code>
/// </example>
[Tool]
public abstract partial class IdentifiableResource : Resource, IIdentifiable
{
    /// <summary>Cria o recurso com o id informado ou, se ele for nulo ou inválido, com um id novo.</summary>
    /// <param name="id">Id desejado; <see langword="null"/> gera um id automaticamente.</param>
    public IdentifiableResource(string? id = null) => throw null;

    /// <inheritdoc/>
    /// <remarks>No inspetor, aparece como somente leitura (veja <see cref="_ValidateProperty"/>).</remarks>
    [Export]
    public string Id { get; private set; }

    /// <inheritdoc/>
    /// <remarks>Rótulo no inspetor: "Generate Id". Chama <see cref="GenerateNewId"/>.</remarks>
    [ExportToolButton("Generate Id")]
    public Callable GenerateNewIdButton => throw null;

    /// <summary>Gera um novo identificador e o atribui a <see cref="Id"/>.</summary>
    public void GenerateNewId() => throw null;

    /// <summary>Ajusta a exibição das propriedades no inspetor; torna <see cref="Id"/> somente leitura.</summary>
    /// <param name="property">Dicionário de descrição da propriedade fornecido pelo Godot.</param>
    public override void _ValidateProperty(Godot.Collections.Dictionary property) => throw null;
}
