using DiceRolling.Characters;
using Godot;

namespace DiceRolling.Components.CharacterInspector;

/// <summary>Bloco que mostra o nome e os valores atual e máximo de um atributo do personagem.</summary>
/// <remarks>
/// Instanciado por <see cref="CharacterAttributeListComponent"/>, um por atributo. No inspetor de personagem, cada
/// atributo aparece com sua própria cor (<see cref="DiceRolling.Attributes.AttributeType.Color"/>).
/// </remarks>
[Tool]
[GlobalClass]
[Icon("component-ui")]
public partial class CharacterAttributeDisplayComponent : VBoxContainer
{
    /// <summary>Rótulo com o nome do atributo.</summary>
    [Export]
    public Label? NameLabel { get; set; }

    /// <summary>Rótulo com o valor atual (<see cref="CharacterAttribute.CurrentValue"/>).</summary>
    [Export]
    public Label? CurrentValueLabel { get; set; }

    /// <summary>Rótulo com o valor máximo (<see cref="CharacterAttribute.MaxValue"/>).</summary>
    [Export]
    public Label? MaxValueLabel { get; set; }

    /// <summary>Atributo do personagem exibido pelo bloco.</summary>
    public CharacterAttribute? AttributeData { get; set; }

    /// <summary>Preenche os rótulos com os dados de <see cref="AttributeData"/>.</summary>
    public override void _Ready() => throw null;
}
